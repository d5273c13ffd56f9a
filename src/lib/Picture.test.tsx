import { render, screen } from '@testing-library/react';
import { Picture, type MadeImage } from './Picture';

const made: MadeImage = {
  src: '/assets/shot-1466.png',
  width: 1466,
  height: 825,
  sources: [
    { type: 'image/avif', srcset: '/assets/shot-202.avif 202w, /assets/shot-1466.avif 1466w' },
    { type: 'image/webp', srcset: '/assets/shot-202.webp 202w, /assets/shot-1466.webp 1466w' },
    { type: 'image/png', srcset: '/assets/shot-202.png 202w, /assets/shot-1466.png 1466w' },
  ],
};

const size = { width: 300, height: 150 };

describe('Picture', () => {
  it('offers every format and width with the sizes it is shown at, most compact format first', () => {
    const { container } = render(
      <Picture image={made} alt="A shot" sizes="(min-width: 62em) 300px, 100vw" size={size} />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp', 'image/png']);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual(made.sources.map((s) => s.srcset));
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(min-width: 62em) 300px, 100vw');
    const image = screen.getByRole('img', { name: 'A shot' });
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image).toHaveAttribute('src', made.src);
  });

  it('has the intrinsic size of the made image, decodes asynchronously and passes on loading hints', () => {
    render(<Picture image={made} alt="A shot" sizes="300px" size={size} loading="lazy" />);
    const image = screen.getByRole('img', { name: 'A shot' });
    expect(image).toHaveAttribute('width', '1466');
    expect(image).toHaveAttribute('height', '825');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a URL (an SVG) as it is, at the size given', () => {
    const { container } = render(<Picture image="/assets/logo.svg" alt="Logo" sizes="300px" size={size} />);
    const image = screen.getByRole('img', { name: 'Logo' });
    expect(image).toHaveAttribute('src', '/assets/logo.svg');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '150');
    expect(container.querySelector('picture')).toBeNull();
  });

  it('stops the render with the reason when the build could not make the image', () => {
    const broken = { ...made, problem: 'src/content/images/me.heic is an HEIC/HEIF photo.' };
    // React reports the error it rethrows; keep the test's output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Picture image={broken} alt="Me" sizes="160px" size={size} />)).toThrow(
      'src/content/images/me.heic is an HEIC/HEIF photo.',
    );
  });
});
