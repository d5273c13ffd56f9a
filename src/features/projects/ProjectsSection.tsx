import { Grid } from '@mantine/core';
import type { Project } from '@/content/types';
import { Section } from '@/lib/Section';
import { PROJECT_GRID, SVG_SIZE } from './cardLayout';
import { ProjectCard } from './ProjectCard';

interface ProjectsSectionProps {
  readonly id: string;
  readonly title: string;
  readonly projects: readonly Project[];
  /** A card image's `sizes` from the page's image slots, by the image's width ÷ height. */
  readonly imageSizes: (aspect: number) => string;
  /** A tag's colour when the content gives none, from the page's theme. */
  readonly tagColor: string;
  /** What screen readers call a card's list of tags. */
  readonly tagsLabel: string;
}

/** An image's width ÷ height: the owner's file's, as the build read it, or an SVG's box. */
const aspectOf = (image: Project['image']) =>
  typeof image === 'string' ? SVG_SIZE.width / SVG_SIZE.height : image.file.width / image.file.height;

export function ProjectsSection({ id, title, projects, imageSizes, tagColor, tagsLabel }: ProjectsSectionProps) {
  return (
    <Section id={id} title={title}>
      <Grid columns={PROJECT_GRID.columns} gap={PROJECT_GRID.gap}>
        {projects.map((project, index) => (
          // The list is fixed content, never reordered; two projects may share an image or a title.
          // The first card's image can be in the first screen (below a short bio, on a phone), where it
          // is the largest paint: it loads with the page. The others wait until the visitor nears them.
          <Grid.Col key={index} span={PROJECT_GRID.span}>
            <ProjectCard
              project={project}
              imageSizes={imageSizes(aspectOf(project.image))}
              tagColor={tagColor}
              loadWithPage={index === 0}
              tagsLabel={tagsLabel}
            />
          </Grid.Col>
        ))}
      </Grid>
    </Section>
  );
}
