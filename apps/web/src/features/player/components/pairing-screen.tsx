import { groupPairingCode } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import type { WaitingAnswer } from '../lib/use-pairing';

/**
 * What a screen that belongs to no network shows instead of black: product name, its pairing code (big,
 * grouped for reading aloud), the instruction, its device id and the server's address. Sized by the
 * viewport (vmin), so it fits 1920×1080 and 1080×1920 alike.
 */
export function PairingScreen({ waiting, online }: { waiting: WaitingAnswer; online: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="pairing-screen"
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '4vmin',
        padding: '6vmin',
        boxSizing: 'border-box',
        color: '#f5f5f5',
        background: 'radial-gradient(circle at 50% 40%, #1e2a3a 0%, #0b0f14 70%)',
        fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
        textAlign: 'center',
        cursor: 'none',
      }}
    >
      <div style={{ fontSize: '5vmin', fontWeight: 500, letterSpacing: '0.02em' }}>{waiting.productName}</div>
      <div style={{ fontSize: '3vmin', opacity: 0.75 }}>{t('pairing.codeLabel')}</div>
      <div
        data-testid="pairing-code"
        style={{
          fontSize: '15vmin',
          fontWeight: 700,
          fontFamily: '"DejaVu Sans Mono", "Roboto Mono", Consolas, monospace',
          letterSpacing: '0.12em',
          // letter-spacing also follows the last character: take it off the right padding to stay centred
          padding: '2vmin calc(5vmin - 0.12em) 2vmin 5vmin',
          borderRadius: '2vmin',
          background: 'rgba(255,255,255,0.08)',
          border: '0.4vmin solid rgba(255,255,255,0.25)',
          whiteSpace: 'nowrap',
        }}
      >
        {groupPairingCode(waiting.code)}
      </div>
      <div style={{ fontSize: '3.4vmin', maxWidth: '80vmin', lineHeight: 1.35 }}>{t('pairing.instruction')}</div>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          gap: '1vmin 3vmin',
          margin: 0,
          fontSize: '2.4vmin',
          opacity: 0.8,
          textAlign: 'left',
        }}
      >
        <dt>{t('pairing.server')}</dt>
        <dd data-testid="pairing-server" style={{ margin: 0, fontFamily: 'monospace' }}>
          {waiting.serverUrl}
        </dd>
        <dt>{t('pairing.deviceId')}</dt>
        <dd data-testid="pairing-device" style={{ margin: 0, fontFamily: 'monospace' }}>
          {waiting.deviceGuid}
        </dd>
      </dl>
      <div style={{ fontSize: '2.2vmin', opacity: 0.6 }}>
        {online ? t('pairing.waiting') : t('pairing.unavailable')}
      </div>
    </div>
  );
}
