import { nodeVersionProblem } from './nodeVersion.ts';

describe('nodeVersionProblem', () => {
  it('accepts a Node that meets the range', () => {
    expect(nodeVersionProblem('v24.21.0', '>=24.15')).toBeUndefined();
    expect(nodeVersionProblem('26.1.0', '>=24.15')).toBeUndefined();
  });

  it('names the range, the running version and what to install, on one line', () => {
    const problem = nodeVersionProblem('v20.20.2', '>=24.15');
    expect(problem).toMatch(/^Node >=24\.15 is needed, but npm scripts run on v20\.20\.2: .*install Node 24\.$/);
    expect(problem).not.toContain('\n');
  });

  it('turns away an older minor of the same major', () => {
    expect(nodeVersionProblem('v24.14.1', '>=24.15')).toBeDefined();
  });
});
