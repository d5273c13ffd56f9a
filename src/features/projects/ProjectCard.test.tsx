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

const channels = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];

// Relative luminance, WCAG 2.x.
function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function hue(hex: string) {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
}

/** The background colour Mantine gives a rendered badge. */
const badgeBackground = (label: string) =>
  screen.getByText(label).closest<HTMLElement>('.mantine-Badge-root')?.style.getPropertyValue('--badge-bg') ?? '';

describe('ProjectCard', () => {
  it('renders emphasis as elements and markup in the title as text', () => {
    render(<ProjectCard project={project} imageSizes="300px" />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('A bold <img src=x onerror=alert(1)> idea');
    expect(within(heading).getByText('bold').tagName).toBe('STRONG');
    expect(heading.querySelector('img')).toBeNull();
  });

  it('has a sized image with its alt text and a clamped description', () => {
    render(<ProjectCard project={project} imageSizes="300px" />);
    const image = screen.getByRole('img', { name: 'The logo' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '150');
    // Most cards are below the fold: fetched as the visitor nears them.
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('What it does.')).toHaveAttribute('data-line-clamp', 'true');
  });

  it('fetches the image with the page when asked (the first card), lazily otherwise', () => {
    render(<ProjectCard project={project} imageSizes="300px" loadWithPage />);
    expect(screen.getByRole('img', { name: 'The logo' })).not.toHaveAttribute('loading');
  });

  it('links tags with a url and the button, in a new tab without opener or referrer', () => {
    render(<ProjectCard project={project} imageSizes="300px" />);
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
    render(<ProjectCard project={{ ...project, buttonLink: undefined }} imageSizes="300px" />);
    expect(screen.queryByRole('link', { name: 'View Project at Github' })).toBeNull();
  });

  it('gives a tag without a colour an orange-brown badge whose white text keeps 4.5:1 or more', () => {
    render(<ProjectCard project={project} imageSizes="300px" />);
    const colour = badgeBackground('Plain');
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    // Orange-brown: a hue between red-orange and amber, and dark enough for white text.
    expect(hue(colour)).toBeGreaterThanOrEqual(15);
    expect(hue(colour)).toBeLessThanOrEqual(40);
    expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
    expect(badgeBackground('Linked')).toBe('var(--mantine-color-teal-9)');
  });
});
