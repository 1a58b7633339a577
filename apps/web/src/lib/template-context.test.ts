import { describe, expect, it } from 'vitest';
import { fileNameOf, templateEditPath, templatesBackPath } from './template-context';

describe('template context', () => {
  it('goes back to the list or to the network', () => {
    expect(templatesBackPath(null)).toBe('/Dashboard/Templates');
    expect(templatesBackPath('abc')).toBe('/Netzwerke/abc/2');
  });

  it('keeps the network context in the edit address', () => {
    expect(templateEditPath('g', undefined)).toBe('/Templates/g');
    expect(templateEditPath('g', 'n1')).toBe('/Templates/g?companyId=n1');
  });

  it('reads the download file name', () => {
    expect(fileNameOf(`attachment; filename="Sommer.zip"; filename*=UTF-8''S%C3%BCd.zip`, 'x.zip')).toBe('Süd.zip');
    expect(fileNameOf('attachment; filename="Sommer.zip"', 'x.zip')).toBe('Sommer.zip');
    expect(fileNameOf(null, 'x.zip')).toBe('x.zip');
  });
});
