import { describe, expect, it } from 'vitest';
import { bodyToText, toFormValues, toMailTemplateUpdate } from './mail-body';

describe('mail body', () => {
  it('turns <br> back into line breaks for editing', () => {
    expect(bodyToText('Guten Tag,<br><br>bitte prüfen<br/>Sie<BR />das')).toBe('Guten Tag,\n\nbitte prüfen\nSie\ndas');
  });

  it('decodes harmless entities but keeps encoded markup encoded', () => {
    expect(bodyToText('Müller &amp; Söhne &quot;Reisen&quot; &lt;b&gt;')).toBe('Müller & Söhne "Reisen" &lt;b&gt;');
  });

  it('maps a template to form values and back', () => {
    const values = toFormValues({
      guid: 'g',
      name: 'Offline',
      subject: 'Betreff',
      body: 'a<br>b',
      userGuid: null,
      language: '',
      created: 0,
      changed: 0,
    });
    expect(values).toEqual({ name: 'Offline', subject: 'Betreff', body: 'a\nb', language: 'de' });
    expect(toMailTemplateUpdate({ ...values, name: ' Neu ' })).toEqual({
      name: 'Neu',
      subject: 'Betreff',
      body: 'a\nb',
      language: 'de',
    });
  });
});
