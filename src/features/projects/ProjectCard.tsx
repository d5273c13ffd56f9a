import { Badge, Button, Card, Text, Title } from '@mantine/core';
import type { Project, Tag } from '@/content/types';
import { DEFAULT_TAG_COLOR } from './tagColor';
import { TitleText } from './TitleText';
import classes from './ProjectCard.module.css';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

function TagBadge({ tag }: { readonly tag: Tag }) {
  const color = tag.color ?? DEFAULT_TAG_COLOR;
  if (tag.url) {
    return (
      <Badge component="a" href={tag.url} {...newTab} color={color} className={classes.tagLink}>
        {tag.name}
      </Badge>
    );
  }
  return <Badge color={color}>{tag.name}</Badge>;
}

export function ProjectCard({ project }: { readonly project: Project }) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card}>
      <Card.Section>
        <img
          src={typeof project.image === 'string' ? project.image : project.image.src}
          alt={project.imageAlt}
          width={300}
          height={150}
          className={classes.image}
        />
      </Card.Section>
      <Title order={3} className={classes.title}>
        <TitleText parts={project.title} />
      </Title>
      <Text lineClamp={10} className={classes.description}>
        {project.description}
      </Text>
      <ul className={classes.tags} aria-label="Technologies">
        {project.tags.map((tag) => (
          <li key={tag.name}>
            <TagBadge tag={tag} />
          </li>
        ))}
      </ul>
      {project.buttonLink && project.buttonText && (
        <Button component="a" href={project.buttonLink} {...newTab} fullWidth className={classes.button}>
          {project.buttonText}
        </Button>
      )}
    </Card>
  );
}
