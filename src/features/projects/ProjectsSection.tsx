import { Grid } from '@mantine/core';
import type { Project } from '@/content/types';
import { Section } from '@/lib/Section';
import { PROJECT_GRID } from './cardLayout';
import { ProjectCard } from './ProjectCard';

interface ProjectsSectionProps {
  readonly id: string;
  readonly title: string;
  readonly projects: readonly Project[];
  /** The card images' `sizes`, from the page's image slots. */
  readonly imageSizes: string;
}

export function ProjectsSection({ id, title, projects, imageSizes }: ProjectsSectionProps) {
  return (
    <Section id={id} title={title}>
      <Grid columns={PROJECT_GRID.columns} gap={PROJECT_GRID.gap}>
        {projects.map((project, index) => (
          // The list is fixed content, never reordered; two projects may share an image or a title.
          // The first card's image can be in the first screen (below a short bio, on a phone), where it
          // is the largest paint: it loads with the page. The others wait until the visitor nears them.
          <Grid.Col key={index} span={PROJECT_GRID.span}>
            <ProjectCard project={project} imageSizes={imageSizes} loadWithPage={index === 0} />
          </Grid.Col>
        ))}
      </Grid>
    </Section>
  );
}
