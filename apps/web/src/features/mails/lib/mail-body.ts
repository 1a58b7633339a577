import type { MailTemplate, MailTemplateUpdate } from '@signage/shared';

export const MAIL_LANGUAGES = ['de', 'en'] as const;

export interface MailTemplateFormValues {
  name: string;
  subject: string;
  /** Plain text with line breaks (the stored <br> turned back). */
  body: string;
  language: string;
}

export const MAIL_TEMPLATE_FIELDS = ['name', 'subject', 'body', 'language'] as const;

const SAFE_ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The stored HTML body as editable text: <br> become line breaks (the server turns them back on save,
 * SPEC §5). &lt; and &gt; stay encoded so text that looks like markup is not turned into markup.
 */
export function bodyToText(html: string): string {
  return html.replace(/<br\s*\/?>/gi, '\n').replace(/&(amp|quot|#39|nbsp);/g, (entity) => SAFE_ENTITIES[entity]);
}

export function toFormValues(template: MailTemplate): MailTemplateFormValues {
  return {
    name: template.name,
    subject: template.subject,
    body: bodyToText(template.body),
    language: template.language || 'de',
  };
}

export function toMailTemplateUpdate(values: MailTemplateFormValues): MailTemplateUpdate {
  return { name: values.name.trim(), subject: values.subject, body: values.body, language: values.language };
}
