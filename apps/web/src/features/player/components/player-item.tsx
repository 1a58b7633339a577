import type { PlayerItem } from '@signage/shared';
import { type CSSProperties, useEffect, useRef } from 'react';
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
  /** A video painted its first frame (the showing counts from here). */
  onStarted: () => void;
  /** The file could not be shown (broken or gone): the loop skips it. */
  onFailed: () => void;
}

type Common = { 'data-testid': string; 'data-item-guid': string; 'data-type': string; 'data-round': number };

/** Muted autoplaying video that reports its first painted frame (requestVideoFrameCallback, else `playing`). */
function LoopVideo({
  source,
  common,
  onEnded,
  onStarted,
  onFailed,
}: Omit<Props, 'item' | 'round'> & { common: Common }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (typeof video.requestVideoFrameCallback === 'function') {
      const id = video.requestVideoFrameCallback(() => onStarted());
      return () => video.cancelVideoFrameCallback(id);
    }
    video.addEventListener('playing', onStarted, { once: true });
    return () => video.removeEventListener('playing', onStarted);
  }, [onStarted]);
  return (
    <video
      ref={ref}
      src={source}
      autoPlay
      muted
      playsInline
      onEnded={onEnded}
      onError={onFailed}
      style={fill}
      {...common}
    />
  );
}

/** One item full screen: image, muted autoplaying video, or a web page in a frame. No text, no names. */
export function PlayerItemView({ item, source, round, onEnded, onStarted, onFailed }: Props) {
  // data-round: the showing (a loop of one shows the same item again in a new round).
  const common: Common = {
    'data-testid': 'player-item',
    'data-item-guid': item.guid,
    'data-type': item.type,
    'data-round': round,
  };
  if (item.type === 'VIDEO') {
    return (
      <LoopVideo
        key={`${item.guid}-${round}`}
        source={source}
        common={common}
        onEnded={onEnded}
        onStarted={onStarted}
        onFailed={onFailed}
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
  return <img key={item.guid} src={source} alt="" onError={onFailed} style={fill} {...common} />;
}
