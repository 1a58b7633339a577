import { DEFAULT_TEMPLATE_CONFIG } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { checkConfigText, lineColumn, serverConfigProblems, splitProblem } from './config-check';

describe('template config check', () => {
  it('accepts the default config', () => {
    expect(checkConfigText(JSON.stringify(DEFAULT_TEMPLATE_CONFIG, null, 2))).toEqual({
      ok: true,
      syntax: null,
      problems: [],
    });
  });

  it('words the schema problems in German like the rest of the UI', () => {
    const config = { ...DEFAULT_TEMPLATE_CONFIG, version: 'zwei' };
    const result = checkConfigText(JSON.stringify(config));
    expect(result.ok).toBe(false);
    expect(result.problems.length).toBeGreaterThan(0);
    for (const problem of result.problems) expect(problem.message).not.toMatch(/invalid|expected/i);
    expect(result.problems.map((p) => p.message).join(' ')).toMatch(/Ungültig|erwartet/);
  });

  it('reports JSON syntax errors with line and column', () => {
    const result = checkConfigText('{\n  "version": 1,\n  "colours": {\n}');
    expect(result.ok).toBe(false);
    expect(result.syntax?.line).toBeGreaterThanOrEqual(3);
    expect(result.problems).toEqual([]);
  });

  it('reports schema errors by path', () => {
    const config = structuredClone(DEFAULT_TEMPLATE_CONFIG) as { canvases: { vertical: { elements: object[] } } };
    config.canvases.vertical.elements.push({ type: 'text', field: 'price', x: 0, y: 0, w: 5000, h: 10, fontSize: 20 });
    const result = checkConfigText(JSON.stringify(config));
    expect(result.ok).toBe(false);
    expect(result.problems.some((p) => p.path.startsWith('canvases.vertical.elements[14]'))).toBe(true);
  });

  it('splits path and message', () => {
    expect(splitProblem('canvases.vertical.elements[2].fontSize: Zu klein')).toEqual({
      path: 'canvases.vertical.elements[2].fontSize',
      message: 'Zu klein',
    });
    expect(splitProblem('Die Konfiguration ist kein gültiges JSON (x)')).toEqual({
      path: '',
      message: 'Die Konfiguration ist kein gültiges JSON (x)',
    });
  });

  it('computes line and column', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('reads the server message by path', () => {
    expect(
      serverConfigProblems(
        'Ungültige Template-Konfiguration: fonts.a.file: Die Datei "x.ttf" gibt es in diesem Template nicht; version: Ungültig (und 2 weitere)',
      ),
    ).toEqual([
      { path: 'fonts.a.file', message: 'Die Datei "x.ttf" gibt es in diesem Template nicht' },
      { path: 'version', message: 'Ungültig' },
      { path: '', message: 'und 2 weitere' },
    ]);
    expect(serverConfigProblems('Template nicht gefunden')).toBeNull();
  });
});
