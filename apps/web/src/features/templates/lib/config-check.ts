import { parseTemplateConfig } from '@signage/shared';
import { z } from 'zod';
import { de, en } from 'zod/locales';
import i18n from '../../../i18n';

let zodLanguage: string | null = null;

/** The shared schema's messages in the language of the UI (set here, so only this screen loads them). */
function applyUiLanguageToZod() {
  const language = i18n.language === 'en' ? 'en' : 'de';
  if (language === zodLanguage) return;
  z.config(language === 'en' ? en() : de());
  zodLanguage = language;
}

/** One problem of the config text: where (a path such as canvases.vertical.elements[2].fontSize, or '') and what. */
export interface ConfigProblem {
  path: string;
  message: string;
}

export interface ConfigCheckResult {
  ok: boolean;
  /** Set when the text is not JSON at all: where the syntax breaks (1-based). */
  syntax: { line: number; column: number; message: string } | null;
  problems: ConfigProblem[];
}

const PATHED = /^([A-Za-z0-9_$-]+(?:\.[A-Za-z0-9_$-]+|\[\d+\])*): (.+)$/s;

/** 'a.b[1]: Text' -> { path: 'a.b[1]', message: 'Text' }; text without path keeps path ''. */
export function splitProblem(text: string): ConfigProblem {
  const match = PATHED.exec(text.trim());
  return match ? { path: match[1], message: match[2] } : { path: '', message: text.trim() };
}

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

function syntaxError(text: string): ConfigCheckResult['syntax'] {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const lineCol = /line (\d+) column (\d+)/.exec(message);
    if (lineCol) return { line: Number(lineCol[1]), column: Number(lineCol[2]), message };
    const position = /position (\d+)/.exec(message);
    const at = position ? lineColumn(text, Number(position[1])) : lineColumn(text, text.length);
    return { ...at, message };
  }
}

/** Live check in the editor: JSON syntax first, then the template schema (the server's own rules). */
export function checkConfigText(text: string): ConfigCheckResult {
  const syntax = syntaxError(text);
  if (syntax) return { ok: false, syntax, problems: [] };
  applyUiLanguageToZod();
  const parsed = parseTemplateConfig(text);
  if (parsed.ok) return { ok: true, syntax: null, problems: [] };
  return { ok: false, syntax: null, problems: parsed.errors.map(splitProblem) };
}

const SERVER_PREFIX = /^[^:]*Template-Konfiguration:\s*/;

/**
 * The server's 400 'Ungültige Template-Konfiguration: a: x; b: y (und n weitere)' as problems by path,
 * or null for any other message.
 */
export function serverConfigProblems(message: string): ConfigProblem[] | null {
  if (!SERVER_PREFIX.test(message)) return null;
  const rest = message.replace(SERVER_PREFIX, '');
  const more = /\s\(und \d+ weitere\)$/.exec(rest);
  const body = more ? rest.slice(0, more.index) : rest;
  const problems = body.split('; ').filter(Boolean).map(splitProblem);
  if (more) problems.push({ path: '', message: more[0].trim().replace(/^\(|\)$/g, '') });
  return problems;
}
