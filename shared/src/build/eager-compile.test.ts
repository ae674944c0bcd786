import { startupScripts } from './eager-compile';

const chunk = (name: string | null, files: string[], initial: boolean) => ({ name, files: new Set(files), canBeInitial: () => initial });

describe('startupScripts', () => {
  it('names the scripts of initial chunks and of the chunks named as run at start, never stylesheets or later chunks', () => {
    const chunks = [
      chunk('index', ['static/js/index.1.js', 'static/css/index.1.css'], true),
      chunk(null, ['static/js/lib-react.2.js'], true),
      chunk('app', ['static/js/async/app.3.js', 'static/css/async/app.3.css'], false),
      chunk('toasts', ['static/js/async/toasts.4.js'], false),
      chunk(null, ['static/js/async/5.5.js'], false),
    ];
    expect(startupScripts(chunks, ['app'])).toEqual(['static/js/index.1.js', 'static/js/lib-react.2.js', 'static/js/async/app.3.js']);
    expect(startupScripts(chunks, [])).toEqual(['static/js/index.1.js', 'static/js/lib-react.2.js']);
  });
});
