import { describe, expect, it } from 'vitest';
import { auditDiff, formatLogTime, isJsonText, valueText } from './audit-diff';

describe('audit diff', () => {
  it('lists changed, added and removed fields before unchanged ones', () => {
    expect(auditDiff({ name: 'A', isDefault: 0, comment: 'x' }, { name: 'A', isDefault: 1, extra: [1] })).toEqual([
      { field: 'isDefault', before: '0', after: '1', kind: 'changed' },
      { field: 'comment', before: 'x', after: '', kind: 'removed' },
      { field: 'extra', before: '', after: '[1]', kind: 'added' },
      { field: 'name', before: 'A', after: 'A', kind: 'same' },
    ]);
  });

  it('handles creations and deletions', () => {
    expect(auditDiff(null, { a: null })).toEqual([{ field: 'a', before: '', after: 'null', kind: 'added' }]);
    expect(auditDiff({ a: 'x' }, null)).toEqual([{ field: 'a', before: 'x', after: '', kind: 'removed' }]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('formats values, times and checks JSON', () => {
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(formatLogTime(new Date(2025, 9, 24, 9, 7, 5).getTime())).toBe('24.10.2025 09:07:05');
    expect(isJsonText('{"a":1}')).toBe(true);
    expect(isJsonText('{a:1}')).toBe(false);
  });
});
