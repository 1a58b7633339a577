/**
 * A picture on request during an announcement shows the announcement. It is HTML (its colour, text and picture), which
 * no canvas can draw, so it is painted again from what the page laid out: the background colour, the picture where it
 * stands, the text in its font, colour and lines.
 */

/** Paints a box of `width` × `height` CSS pixels into a canvas `w` × `h` pixels large. */
export interface Painter {
  width: number;
  height: number;
  paint(g: CanvasRenderingContext2D, w: number, h: number): void;
}

/** The text as the page breaks it (pre-line, overflow-wrap anywhere): at its line breaks and where it is too wide. */
export function wrapLines(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (widthOf(joined) <= maxWidth) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // A word wider than the line is broken where it no longer fits.
      for (const char of word) {
        if (line && widthOf(line + char) > maxWidth) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The painter of an announcement element (AnnouncementView); `withPicture` false leaves its picture out. */
export function announcementPainter(element: HTMLElement, withPicture: boolean): Painter {
  const box = element.getBoundingClientRect();
  const background = getComputedStyle(element).backgroundColor;
  return {
    width: box.width,
    height: box.height,
    paint(g, w) {
      const k = w / box.width;
      const at = (r: DOMRect) => ({
        x: (r.left - box.left) * k,
        y: (r.top - box.top) * k,
        w: r.width * k,
        h: r.height * k,
      });
      g.fillStyle = background;
      g.fillRect(0, 0, w, box.height * k);
      const picture = element.querySelector('img');
      if (withPicture && picture?.complete && picture.naturalWidth > 0) {
        const r = at(picture.getBoundingClientRect());
        g.drawImage(picture, r.x, r.y, r.w, r.h);
      }
      const paragraph = element.querySelector('p');
      if (!paragraph) return;
      const style = getComputedStyle(paragraph);
      const r = at(paragraph.getBoundingClientRect());
      const size = Number.parseFloat(style.fontSize) * k;
      g.font = `${style.fontWeight} ${size}px ${style.fontFamily}`;
      g.fillStyle = style.color;
      g.textAlign = 'center';
      g.textBaseline = 'top';
      const lines = wrapLines(paragraph.textContent ?? '', r.w, (text) => g.measureText(text).width);
      const lineHeight = size * 1.2;
      const top = r.y + (r.h - lines.length * lineHeight) / 2;
      lines.forEach((line, i) => {
        g.fillText(line, r.x + r.w / 2, top + i * lineHeight);
      });
    },
  };
}
