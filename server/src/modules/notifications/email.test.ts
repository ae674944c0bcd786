import { render } from '@react-email/render';
import { createElement } from 'react';
import { NotificationEmail, renderEmail, type EmailProps } from './email';

const props = (items: number, name = 'Ann'): EmailProps => ({
  recipientName: name,
  heading: 'While you were away',
  settingsUrl: 'http://app.test/settings',
  unsubscribeUrl: 'http://app.test/api/notifications/unsubscribe?token=a.b.c&x=1',
  unsubscribeWhat: 'these digests',
  items: Array.from({ length: items }, (_, i) => ({ line: `Line ${i} from <Ben & "Co">, it's`, action: `Act ${i}`, url: `http://app.test/api/notifications/open/x.y?to=/convos/${i}` })),
});

describe('the notification e-mail', () => {
  it('is, in HTML, what React renders, names and links escaped, for one item and for several', async () => {
    // Apart from the invisible padding after the inbox preview, sized for the marker, not the text.
    const unpadded = (html: string) => html.replace(/(data-skip-in-text="true">[^<]*)<div>[^<]*<\/div>/, '$1');
    for (const p of [props(1, 'Zoë <script>'), props(3, "O'Brien & Sons")]) {
      expect(unpadded((await renderEmail(p)).html)).toBe(unpadded(await render(createElement(NotificationEmail, p))));
    }
  });

  it('has a plain-text part with every line, action and link, and no markers left', async () => {
    const p = props(2, 'HMSLOT3X');
    const { text } = await renderEmail(p);
    expect(text).toContain('Hi HMSLOT3X,');
    expect(text).toContain('WHILE YOU WERE AWAY');
    for (const item of p.items) for (const part of [item.line, item.action, item.url]) expect(text).toContain(part);
    expect(text).toContain(p.unsubscribeUrl);
    expect(text.replace('HMSLOT3X', '')).not.toMatch(/HMSLOT\d+X/);
  });
});
