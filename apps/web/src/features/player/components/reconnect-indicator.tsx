import { useTranslation } from 'react-i18next';

/** A small neutral dot in the corner while the server cannot be reached; the loop goes on. */
export function ReconnectIndicator() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('webPlayer.reconnecting')}
      title={t('webPlayer.reconnecting')}
      data-testid="player-offline"
      style={{
        position: 'fixed',
        right: 12,
        bottom: 12,
        width: 10,
        height: 10,
        borderRadius: '50%',
        background: 'rgba(255, 255, 255, 0.35)',
        zIndex: 2,
      }}
    />
  );
}
