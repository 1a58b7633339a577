import type { PlayerItem } from '@signage/shared';
import type { CSSProperties } from 'react';
import { isFramableAddress, resolveWebAddress } from '../../../lib/playback/web-address';

const fill: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  border: 0,
  background: '#000',
};

interface Props {
  item: PlayerItem;
  /** Object URL of the cached file, or the file's address. */
  source: string;
  round: number;
  onEnded: () => void;
}

/** One item full screen: image, muted autoplaying video, or a web page in a frame. No text, no names. */
export function PlayerItemView({ item, source, round, onEnded }: Props) {
  const common = { 'data-testid': 'player-item', 'data-item-guid': item.guid, 'data-type': item.type };
  if (item.type === 'VIDEO') {
    return (
      <video
        key={`${item.guid}-${round}`}
        src={source}
        autoPlay
        muted
        playsInline
        onEnded={onEnded}
        onError={onEnded}
        style={fill}
        {...common}
      />
    );
  }
  if (item.type === 'WEB') {
    const address = resolveWebAddress(source, window.location.origin);
    if (!isFramableAddress(address)) return <div style={fill} {...common} />;
    return (
      <iframe
        key={item.guid}
        src={address}
        title="web"
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="no-referrer"
        style={{ ...fill, background: '#fff', pointerEvents: 'none' }}
        {...common}
      />
    );
  }
  return <img key={item.guid} src={source} alt="" style={fill} {...common} />;
}
