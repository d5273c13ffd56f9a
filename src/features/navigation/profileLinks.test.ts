import { linkIcon, resumeFileName } from './profileLinks';

describe('linkIcon', () => {
  it.each([
    ['https://github.com/alex', 'github'],
    ['https://www.linkedin.com/in/alex', 'linkedin'],
    ['https://uk.linkedin.com/in/alex', 'linkedin'],
    ['https://gist.github.com/alex', 'github'],
    ['https://notgithub.com/alex', 'link'],
    ['https://github.com.example.org/', 'link'],
    ['https://alex.dev/', 'link'],
    ['not a url', 'link'],
  ])('%s gets the %s icon', (url, icon) => {
    expect(linkIcon(url)).toBe(icon);
  });
});

describe('resumeFileName', () => {
  it.each([
    ['Alex Morgan', 'Alex-Morgan-resume.pdf'],
    ['  José  Núñez-García ', 'Jose-Nunez-Garcia-resume.pdf'],
    ['李雷', 'resume.pdf'],
  ])('%s → %s', (name, file) => {
    expect(resumeFileName(name)).toBe(file);
  });
});
