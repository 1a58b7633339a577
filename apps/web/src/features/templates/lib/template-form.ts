import type { Template, TemplateUpdate } from '@signage/shared';

export interface TemplateFormValues {
  name: string;
  comment: string;
  config: string;
}

export const TEMPLATE_FORM_FIELDS = ['name', 'comment', 'config'] as const;

export function toFormValues(template: Template): TemplateFormValues {
  return { name: template.name, comment: template.comment ?? '', config: template.config };
}

export function toTemplateUpdate(values: TemplateFormValues): TemplateUpdate {
  return { name: values.name.trim(), comment: values.comment || null, config: values.config };
}
