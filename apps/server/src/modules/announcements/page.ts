import { announcementFontSize, announcementTextColour, escapeHtml } from '@signage/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { announcements } from '../../db/schema.js';

export interface PageData {
  text: string;
  colour: string;
  pictureUrl: string | null;
}

/** The page an Android player shows as the announcement's WEB item: the same look as the web player's. */
export function announcementHtml({ text, colour, pictureUrl }: PageData): string {
  const size = announcementFontSize(text, pictureUrl !== null);
  const picture = pictureUrl ? `<img src="${escapeHtml(pictureUrl)}" alt="">` : '';
  return `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Ankündigung</title><style>
html,body{margin:0;height:100%;background:${colour};color:${announcementTextColour(colour)};
font-family:Roboto,'Helvetica Neue',Arial,sans-serif;overflow:hidden}
main{box-sizing:border-box;height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;
gap:4vmin;padding:6vmin;text-align:center}
img{max-width:88vw;max-height:45vh;object-fit:contain}
p{margin:0;font-weight:700;font-size:${size}vmin;line-height:1.2;overflow-wrap:anywhere;white-space:pre-line}
</style></head><body><main>${picture}<p>${escapeHtml(text)}</p></main></body></html>`;
}

/** What the page shows of an announcement; null when there is none (deleted). */
export async function pageData(ctx: AppContext, guid: string) {
  const [row] = await ctx.db
    .select({ text: announcements.text, colour: announcements.colour, picture: announcements.picture })
    .from(announcements)
    .where(eq(announcements.guid, guid));
  return row ?? null;
}
