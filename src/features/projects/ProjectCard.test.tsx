import { screen, within } from '@testing-library/react';
import type { Project } from '@/content/types';
import { render } from '@/test/render';
import { ProjectCard } from './ProjectCard';

const project: Project = {
  title: ['A ', { text: 'bold', emphasis: 'strong' }, ' <img src=x onerror=alert(1)> idea'],
  description: 'What it does.',
  image: '/logo.svg',
  imageAlt: 'The logo',
  buttonText: 'View Project at Github',
  buttonLink: 'https://example.org/repo',
  tags: [{ name: 'Linked', url: 'https://example.org/tag', color: 'teal.9' }, { name: 'Plain' }],
};

// A tag's colour when the content gives none: the page's theme gives it (app/theme.ts).
const TAG_COLOR = '#123456';

/** The background colour Mantine gives a rendered badge. */
const badgeBackground = (label: string) =>
  screen.getByText(label).closest<HTMLElement>('.mantine-Badge-root')?.style.getPropertyValue('--badge-bg') ?? '';

describe('ProjectCard', () => {
  it('renders emphasis as elements and markup in the title as text', () => {
    render(<ProjectCard project={project} imageSizes="300px" tagColor={TAG_COLOR} tagsLabel="Technologies" />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('A bold <img src=x onerror=alert(1)> idea');
    expect(within(heading).getByText('bold').tagName).toBe('STRONG');
    expect(heading.querySelector('img')).toBeNull();
  });

  it('has a sized image with its alt text and a clamped description', () => {
    render(<ProjectCard project={project} imageSizes="300px" tagColor={TAG_COLOR} tagsLabel="Technologies" />);
    const image = screen.getByRole('img', { name: 'The logo' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '150');
    // Most cards are below the fold: fetched as the visitor nears them.
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('What it does.')).toHaveAttribute('data-line-clamp', 'true');
  });

  it('fetches the image with the page when asked (the first card), lazily otherwise', () => {
    render(
      <ProjectCard project={project} imageSizes="300px" tagColor={TAG_COLOR} tagsLabel="Technologies" loadWithPage />,
    );
    expect(screen.getByRole('img', { name: 'The logo' })).not.toHaveAttribute('loading');
  });

  it('links tags with a url and the button, in a new tab without opener or referrer', () => {
    render(<ProjectCard project={project} imageSizes="300px" tagColor={TAG_COLOR} tagsLabel="Technologies" />);
    const tagLink = screen.getByRole('link', { name: 'Linked' });
    const button = screen.getByRole('link', { name: 'View Project at Github' });
    for (const link of [tagLink, button]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(button).toHaveAttribute('href', 'https://example.org/repo');
    expect(screen.getByText('Plain').closest('a')).toBeNull();
  });

  it('leaves the button out when there is no link', () => {
    render(
      <ProjectCard
        project={{ ...project, buttonLink: undefined }}
        imageSizes="300px"
        tagColor={TAG_COLOR}
        tagsLabel="Technologies"
      />,
    );
    expect(screen.queryByRole('link', { name: 'View Project at Github' })).toBeNull();
  });

  it("gives a tag without a colour the page's tag colour, and a tag with one its own", () => {
    render(<ProjectCard project={project} imageSizes="300px" tagColor={TAG_COLOR} tagsLabel="Technologies" />);
    expect(badgeBackground('Plain')).toBe(TAG_COLOR);
    expect(badgeBackground('Linked')).toBe('var(--mantine-color-teal-9)');
  });
});
