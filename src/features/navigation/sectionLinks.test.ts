import { markActive } from './sectionLinks';

function links() {
  document.body.innerHTML = '<nav><a href="#about">About</a><a href="#projects">Projects</a></nav>';
  return [...document.querySelectorAll('a')];
}

/** Every attribute the page changes while `act` runs. */
function mutationsDuring(act: () => void) {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.body, { attributes: true, subtree: true });
  act();
  const records = observer.takeRecords().map((record) => record.attributeName);
  observer.disconnect();
  return records;
}

describe('markActive', () => {
  it('marks the chosen link alone as the current location', () => {
    const all = links();
    const [about, projects] = all;
    markActive(all, 'projects');
    expect(projects).toHaveAttribute('aria-current', 'location');
    expect(projects).toHaveAttribute('data-active');
    expect(about).not.toHaveAttribute('aria-current');
    expect(about).not.toHaveAttribute('data-active');
  });

  it('changes nothing in the page when the mark stays where it is', () => {
    const all = links();
    markActive(all, 'about');
    expect(mutationsDuring(() => markActive(all, 'about'))).toEqual([]);
    expect(mutationsDuring(() => markActive(all, 'projects'))).not.toEqual([]);
  });
});
