import { crossOriginPlugin } from './cross-origin';

it('loads a remote’s entry script with crossorigin="anonymous", keeping the attributes the runtime asked for', () => {
  const create = crossOriginPlugin().createScript!;
  const script = create({ url: 'https://menu.example/releases/1.2.0/remoteEntry.js', attrs: { fetchpriority: 'high', async: true } }) as HTMLScriptElement;
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
  expect(script.src).toBe('https://menu.example/releases/1.2.0/remoteEntry.js');
  expect(script.getAttribute('fetchpriority')).toBe('high');
  expect(script.async).toBe(true);
});
