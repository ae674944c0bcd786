import type { BrowserContext } from '@playwright/test';

/**
 * The Firebase web SDK (and the Auth emulator's helper iframe) load Google's `gapi.iframes`
 * from apis.google.com, even in emulator mode, only to pass messages between the page and a
 * hidden iframe. This network has no Internet, so that script is answered with the small
 * stand-in below: the same calls (load, getContext().open / getParentIframe, register, send,
 * ping, restyle) over window.postMessage. Everything else of the Google sign-in stays real:
 * the SDK, the emulator's popup, its ID tokens and the server's verification.
 */
const OFFLINE_GAPI = String.raw`(() => {
  const MARK = '__offlineGapi';
  function channel(target) {
    const handlers = {};
    const waiting = [];
    const replies = {};
    let seq = 0;
    function deliver(m) {
      const handler = handlers[m.name];
      if (!handler) return waiting.push(m);
      Promise.resolve(handler(m.data)).then((result) => target().postMessage({ [MARK]: 'reply', id: m.id, results: [result] }, '*'));
    }
    window.addEventListener('message', (e) => {
      const m = e.data;
      if (!m || !m[MARK] || e.source !== target()) return;
      if (m[MARK] === 'send') deliver(m);
      else if (m[MARK] === 'reply' && replies[m.id]) {
        replies[m.id](m.results);
        delete replies[m.id];
      }
    });
    return {
      register(name, handler) {
        handlers[name] = handler;
        waiting.splice(0).forEach(deliver);
      },
      send(name, data, callback) {
        const id = String(++seq) + Math.random();
        replies[id] = callback || (() => {});
        target().postMessage({ [MARK]: 'send', id, name, data }, '*');
      },
      restyle() {
        return Promise.resolve();
      },
    };
  }
  const context = {
    open(options, onOpen) {
      const el = document.createElement('iframe');
      const loaded = new Promise((resolve) => el.addEventListener('load', resolve, { once: true }));
      Object.assign(el.style, (options.attributes && options.attributes.style) || {});
      el.src = options.url;
      (options.where || document.body).appendChild(el);
      const iframe = channel(() => el.contentWindow);
      iframe.ping = (callback) => loaded.then(() => callback && callback());
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe() {
      return channel(() => window.parent);
    },
  };
  window.gapi = {
    load(_name, options) {
      setTimeout(() => (typeof options === 'function' ? options() : options.callback()), 0);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: {}, Iframe: function Iframe() {} },
  };
  const src = document.currentScript && document.currentScript.src;
  const onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/** Serves the stand-in for every page, popup and iframe of `context`. */
export async function useOfflineGapi(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: OFFLINE_GAPI }),
  );
}
