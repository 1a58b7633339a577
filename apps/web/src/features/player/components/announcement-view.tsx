import { announcementFontSize, announcementTextColour, type PlayerAnnouncement } from '@signage/shared';

/** The announcement full-screen: its colour as background, the picture if any, the text large (readable from the street). */
export function AnnouncementView({ announcement }: { announcement: PlayerAnnouncement }) {
  const { text, colour, pictureUrl } = announcement;
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
        gap: '4vmin',
        padding: '6vmin',
        background: colour,
        color: announcementTextColour(colour),
        textAlign: 'center',
        fontFamily: "Roboto, 'Helvetica Neue', Arial, sans-serif",
      }}
    >
      {pictureUrl ? (
        <img src={pictureUrl} alt="" style={{ maxWidth: '88vw', maxHeight: '45vh', objectFit: 'contain' }} />
      ) : null}
      <p
        style={{
          margin: 0,
          fontWeight: 700,
          fontSize: `${announcementFontSize(text, pictureUrl !== null)}vmin`,
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
