import { Badge, Button, Card, Text, Title } from '@mantine/core';
import type { Project, Tag } from '@/content/types';
import { Picture } from '@/lib/Picture';
import { NEW_TAB } from '@/lib/newTab';
import { SVG_SIZE } from './cardLayout';
import { TitleText } from './TitleText';
import classes from './ProjectCard.module.css';

const tagClasses = { root: classes.tag, label: classes.tagLabel };

function TagBadge({ tag, fallback }: { readonly tag: Tag; readonly fallback: string }) {
  const color = tag.color ?? fallback;
  if (tag.url) {
    return (
      <Badge
        component="a"
        href={tag.url}
        {...NEW_TAB}
        color={color}
        classNames={tagClasses}
        className={classes.tagLink}
      >
        {tag.name}
      </Badge>
    );
  }
  return (
    <Badge color={color} classNames={tagClasses}>
      {tag.name}
    </Badge>
  );
}

interface ProjectCardProps {
  readonly project: Project;
  /** The image's `sizes`, from the page's image slots. */
  readonly imageSizes: string;
  /** A tag's colour when the content gives none, from the page's theme. */
  readonly tagColor: string;
  /** Fetch the image with the page rather than when the visitor scrolls near it. */
  readonly loadWithPage?: boolean;
  /** What screen readers call the list of tags, in the page's language. */
  readonly tagsLabel: string;
}

export function ProjectCard({ project, imageSizes, tagColor, loadWithPage = false, tagsLabel }: ProjectCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card}>
      <Card.Section>
        <Picture
          image={project.image}
          alt={project.imageAlt}
          sizes={imageSizes}
          size={SVG_SIZE}
          loading={loadWithPage ? undefined : 'lazy'}
          className={classes.image}
        />
      </Card.Section>
      <Title order={3} className={classes.title}>
        <TitleText parts={project.title} />
      </Title>
      <Text lineClamp={10} className={classes.description}>
        {project.description}
      </Text>
      <ul className={classes.tags} aria-label={tagsLabel}>
        {project.tags.map((tag) => (
          <li key={tag.name}>
            <TagBadge tag={tag} fallback={tagColor} />
          </li>
        ))}
      </ul>
      {project.buttonLink && project.buttonText && (
        <Button component="a" href={project.buttonLink} {...NEW_TAB} fullWidth className={classes.button}>
          {project.buttonText}
        </Button>
      )}
    </Card>
  );
}
