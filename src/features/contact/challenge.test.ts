import { domChallengeWatcher } from './challenge';

/** Google's challenge container as its script appends it to <body> at render: hidden, off screen. */
function appendChallenge(src = 'https://www.google.com/recaptcha/api2/bframe?hl=en&v=x&k=key') {
  const container = document.createElement('div');
  container.style.cssText =
    'visibility: hidden; position: absolute; width: 100%; top: -10000px; left: 0px; right: 0px;';
  const bubble = document.createElement('div');
  const frame = document.createElement('iframe');
  frame.title = 'recaptcha challenge expires in two minutes';
  frame.src = src;
  bubble.appendChild(frame);
  container.appendChild(bubble);
  document.body.appendChild(container);
  return container;
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

function watch() {
  const reports: boolean[] = [];
  const stop = domChallengeWatcher(document)((visible) => reports.push(visible));
  return { reports, stop };
}

afterEach(() => document.body.replaceChildren());

describe('domChallengeWatcher', () => {
  it('reports the challenge showing and hiding through its container style', async () => {
    const container = appendChallenge();
    const { reports, stop } = watch();
    container.style.visibility = 'visible';
    container.style.top = '120px';
    await mutationsDelivered();
    container.style.visibility = 'hidden';
    await mutationsDelivered();
    expect(reports).toEqual([true, false]);
    stop();
  });

  it('finds a challenge appended while it watches (enterprise too)', async () => {
    const { reports, stop } = watch();
    const container = appendChallenge('https://www.google.com/recaptcha/enterprise/bframe?k=key');
    await mutationsDelivered();
    container.style.visibility = 'visible';
    await mutationsDelivered();
    expect(reports).toEqual([true]);
    stop();
  });

  it('finds the challenge when its frame is put into a container already on the page', async () => {
    const container = document.createElement('div');
    container.style.visibility = 'hidden';
    document.body.appendChild(container);
    const { reports, stop } = watch();
    const frame = document.createElement('iframe');
    frame.src = 'https://www.google.com/recaptcha/api2/bframe?k=key';
    container.appendChild(document.createElement('div')).appendChild(frame);
    await mutationsDelivered();
    container.style.visibility = 'visible';
    await mutationsDelivered();
    expect(reports).toEqual([true]);
    stop();
  });

  it('reports a challenge removed while showing as hidden, and watches for the next one', async () => {
    const first = appendChallenge();
    const { reports, stop } = watch();
    first.style.visibility = 'visible';
    await mutationsDelivered();
    first.remove();
    await mutationsDelivered();
    expect(reports).toEqual([true, false]);
    const second = appendChallenge();
    await mutationsDelivered();
    second.style.visibility = 'visible';
    await mutationsDelivered();
    expect(reports).toEqual([true, false, true]);
    stop();
  });

  it('reports a challenge already showing when it starts', () => {
    appendChallenge().style.visibility = 'visible';
    const { reports, stop } = watch();
    expect(reports).toEqual([true]);
    stop();
  });

  it('ignores other frames and style changes that do not show or hide it', async () => {
    const other = document.createElement('div');
    other.innerHTML = '<iframe title="reCAPTCHA" src="https://www.google.com/recaptcha/api2/anchor?k=key"></iframe>';
    document.body.appendChild(other);
    const container = appendChallenge();
    const { reports, stop } = watch();
    other.style.visibility = 'visible';
    container.style.top = '-9000px';
    await mutationsDelivered();
    expect(reports).toEqual([]);
    stop();
  });

  it('reports nothing once stopped: neither its challenge showing nor a new one appended', async () => {
    const container = appendChallenge();
    const { reports, stop } = watch();
    stop();
    container.style.visibility = 'visible';
    appendChallenge().style.visibility = 'visible';
    await mutationsDelivered();
    expect(reports).toEqual([]);
  });
});
