import { announcementFontSize, announcementTextColour } from '@signage/shared';

interface Props {
  announcement: { text: string; colour: string; pictureUrl: string | null };
  /** 'vmin' on a screen (the web player); 'cqmin' inside a preview box with container-type: size. */
  unit?: 'vmin' | 'cqmin';
}

/**
 * An announcement filling its box: its colour as background, the picture if any, the text large (readable from
 * the street); the web player full-screen, the dashboard's preview at small scale (same rule as the Android page).
 */
export function AnnouncementView({ announcement, unit = 'vmin' }: Props) {
  const { text, colour, pictureUrl } = announcement;
  const u = (n: number) => `${n}${unit}`;
  return (
    <div
      data-testid="announcement"
      style={{
        position: 'absolute',
        inset: 0,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: u(4),
        padding: u(6),
        background: colour,
        color: announcementTextColour(colour),
        textAlign: 'center',
        fontFamily: "Roboto, 'Helvetica Neue', Arial, sans-serif",
      }}
    >
      {pictureUrl ? (
        <img src={pictureUrl} alt="" style={{ maxWidth: '88%', maxHeight: '45%', objectFit: 'contain' }} />
      ) : null}
      <p
        style={{
          margin: 0,
          fontWeight: 700,
          fontSize: u(announcementFontSize(text, pictureUrl !== null)),
          lineHeight: 1.2,
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
        }}
      >
        {text}
      </p>
    </div>
  );
}
