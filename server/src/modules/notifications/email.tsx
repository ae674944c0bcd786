import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { NotificationContent } from './content';

/**
 * The one template every notification e-mail is made from (an instant one has one item, a digest
 * several), rendered to HTML and to plain text by React Email. Only the recipient's own name and
 * others' display names appear: never anyone's e-mail address.
 */
export interface EmailItem extends Pick<NotificationContent, 'line' | 'action'> {
  url: string;
}

export interface EmailProps {
  recipientName: string;
  heading: string;
  items: EmailItem[];
  settingsUrl: string;
  unsubscribeUrl: string;
  /** What the unsubscribe link turns off, in words. */
  unsubscribeWhat: string;
}

const main = { backgroundColor: '#f6f7f9', fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif' };
const box = { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '520px', borderRadius: '8px' };
const button = { backgroundColor: '#4f46e5', color: '#ffffff', padding: '10px 16px', borderRadius: '6px', fontWeight: 600 };
const small = { color: '#6b7280', fontSize: '12px' };

export function NotificationEmail(p: EmailProps) {
  const single = p.items.length === 1 ? p.items[0] : undefined;
  return (
    <Html lang="en">
      <Head />
      <Preview>{single ? single.line : p.heading}</Preview>
      <Body style={main}>
        <Container style={box}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {p.heading}
          </Heading>
          <Text>Hi {p.recipientName},</Text>
          {single ? (
            <Section>
              <Text>{single.line}</Text>
              <Button href={single.url} style={button}>
                {single.action}
              </Button>
            </Section>
          ) : (
            p.items.map((item) => (
              <Section key={item.url + item.line}>
                <Text>
                  {item.line} <Link href={item.url}>{item.action}</Link>
                </Text>
              </Section>
            ))
          )}
          <Hr />
          <Text style={small}>
            You get this because of your notification settings on Hackmate. <Link href={p.settingsUrl}>Change them</Link> or{' '}
            <Link href={p.unsubscribeUrl}>stop {p.unsubscribeWhat}</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Rendering through React costs tens of milliseconds a mail (the plain text most), which caps a
 * worker at a few dozen mails a second; a digest run for every person needs thousands. The
 * template is rendered once per number of items with a marker in every slot, and each mail fills
 * the slots in one pass (escaped as React escapes, for the HTML): the same mail, in microseconds —
 * but for the invisible padding after the inbox preview, sized for the marker (clients cut it anyway).
 */
const SLOT = /HMSLOT(\d+)X/g;
const slot = (i: number) => `HMSLOT${i}X`;
const compiled = new Map<number, Promise<{ html: string; text: string }>>();

/** The props as a flat list of values, in the order their markers were given. */
function values(p: EmailProps): string[] {
  return [p.recipientName, p.heading, p.settingsUrl, p.unsubscribeUrl, p.unsubscribeWhat, ...p.items.flatMap((i) => [i.line, i.action, i.url])];
}

function skeleton(items: number): Promise<{ html: string; text: string }> {
  let at = 0;
  const next = () => slot(at++);
  const marked: EmailProps = {
    recipientName: next(),
    heading: next(),
    settingsUrl: next(),
    unsubscribeUrl: next(),
    unsubscribeWhat: next(),
    items: Array.from({ length: items }, () => ({ line: next(), action: next(), url: next() })),
  };
  const element = <NotificationEmail {...marked} />;
  return Promise.all([render(element), render(element, { plainText: true })]).then(([html, text]) => ({ html, text }));
}

// What React's server renderer does to text and attribute values.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

export async function renderEmail(p: EmailProps): Promise<{ html: string; text: string }> {
  let shape = compiled.get(p.items.length);
  if (!shape) compiled.set(p.items.length, (shape = skeleton(p.items.length)));
  const { html, text } = await shape;
  const v = values(p);
  // The plain text shows the heading in capitals, as the converter wrote its marker.
  const asText = (i: number) => (i === 1 ? v[i]!.toUpperCase() : v[i]!);
  return {
    html: html.replace(SLOT, (_, i: string) => escapeHtml(v[Number(i)]!)),
    text: text.replace(SLOT, (_, i: string) => asText(Number(i))),
  };
}
