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

export async function renderEmail(p: EmailProps): Promise<{ html: string; text: string }> {
  const element = <NotificationEmail {...p} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
