import { screen, within } from '@testing-library/react';
import { render } from '@/test/render';
import { ENGLISH } from '@/test/texts';
import { OwnerLinks } from './OwnerLinks';

const content = {
  ownerName: 'Alex Morgan',
  links: [
    { label: 'GitHub', url: 'https://github.com/alex' },
    { label: 'Blog', url: 'https://alex.dev/' },
  ],
  email: 'alex@example.org',
  resume: { file: '/assets/resume-abc123.pdf', label: 'Résumé (PDF)' },
};

const list = () => screen.getByRole('list', { name: ENGLISH.ownerLinks });

describe('OwnerLinks', () => {
  it('links each profile in a new tab, without opener or referrer, its text visible', () => {
    render(<OwnerLinks texts={ENGLISH} {...content} />);
    const github = screen.getByRole('link', { name: `GitHub ${ENGLISH.opensInNewTab}` });
    expect(github).toHaveAttribute('href', 'https://github.com/alex');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: `Blog ${ENGLISH.opensInNewTab}` })).toHaveAttribute(
      'href',
      'https://alex.dev/',
    );
  });

  it('gives the e-mail a mailto: link, and the résumé a link that opens it and one that downloads it under the owner’s name', () => {
    render(<OwnerLinks texts={ENGLISH} {...content} />);
    const email = screen.getByRole('link', { name: 'alex@example.org' });
    expect(email).toHaveAttribute('href', 'mailto:alex@example.org');
    expect(email).not.toHaveAttribute('target');
    const resume = screen.getByRole('link', { name: `${content.resume.label} ${ENGLISH.opensInNewTab}` });
    expect(resume).toHaveAttribute('href', '/assets/resume-abc123.pdf');
    expect(resume).toHaveAttribute('target', '_blank');
    expect(resume).toHaveAttribute('rel', 'noopener noreferrer');
    expect(resume).not.toHaveAttribute('download');
    const download = screen.getByRole('link', { name: ENGLISH.downloadResume(content.resume.label) });
    expect(download).toHaveAttribute('href', '/assets/resume-abc123.pdf');
    expect(download).toHaveAttribute('download', 'Alex-Morgan-resume.pdf');
  });

  it('hides its icons from assistive technology', () => {
    const { container } = render(<OwnerLinks texts={ENGLISH} {...content} />);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(5);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['no e-mail', { email: undefined }, ['GitHub', 'Blog', 'Résumé (PDF)']],
    ['an empty e-mail', { email: '' }, ['GitHub', 'Blog', 'Résumé (PDF)']],
    ['no résumé', { resume: undefined }, ['GitHub', 'Blog', 'alex@example.org']],
    ['no profiles', { links: undefined }, ['alex@example.org', 'Résumé (PDF)']],
    ['an empty list of profiles', { links: [] }, ['alex@example.org', 'Résumé (PDF)']],
  ])('with %s, nothing is rendered for it', (_, removed, shown) => {
    render(<OwnerLinks texts={ENGLISH} {...content} {...removed} />);
    const items = within(list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(` ${ENGLISH.opensInNewTab}`, ''))).toEqual(shown);
    // The résumé has two links: open and download.
    const links = shown.length + (shown.includes('Résumé (PDF)') ? 1 : 0);
    expect(within(list()).getAllByRole('link')).toHaveLength(links);
  });

  it('without any of them, renders nothing at all', () => {
    const { container } = render(<OwnerLinks texts={ENGLISH} ownerName="Alex Morgan" email="" links={[]} />);
    // Only the provider's <style> elements.
    expect(container.querySelectorAll(':scope > :not(style)')).toHaveLength(0);
  });
});
