import { BRAND_NAME } from 'shared-lib/domain';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface MailContent {
  subject: string;
  /** Paragraphs in order; each is plain text. */
  paragraphs: string[];
  /** Lines shown as a block (an order's lines), after the paragraphs. */
  lines?: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  greeting: string;
  signature: string;
  footer: string;
  /** The message's language (`<html lang>`: a screen reader reads it in that language). */
  language: string;
}

/** One message as plain text and as simple HTML (inline styles only, as mail clients need). */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.lines?.length ? [...content.lines, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    content.signature,
    '',
    '--',
    content.footer,
  ].join('\n');
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#fff8f0;font-family:Arial,Helvetica,sans-serif;color:#2b1d14;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#b3261e">${escapeHtml(BRAND_NAME)}</p>
${p(content.greeting)}
${content.paragraphs.map(p).join('\n')}
${content.lines?.length ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${content.lines.map((l) => `<tr><td style="padding:4px 0;border-bottom:1px solid #eee">${escapeHtml(l)}</td></tr>`).join('')}</table>` : ''}
${content.action ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#b3261e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b5a4e;word-break:break-all">${escapeHtml(content.action.url)}</p>` : ''}
${(content.after ?? []).map(p).join('\n')}
${p(content.signature)}
<p style="margin:24px 0 0;font-size:12px;color:#6b5a4e">${escapeHtml(content.footer)}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
