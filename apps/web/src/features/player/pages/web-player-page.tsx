import type { PlayerItem } from '@signage/shared';
import { type CSSProperties, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useParams } from 'react-router';
import { AnnouncementView } from '../../../components/announcement-view';
import { PairingScreen } from '../components/pairing-screen';
import { PlayerItemView } from '../components/player-item';
import { ReconnectIndicator } from '../components/reconnect-indicator';
import { announcementAt, withoutAnnouncement } from '../lib/announcement';
import { MediaCache } from '../lib/media-cache';
import { isMediaItem as isMedia } from '../lib/offline-loop';
import { reportShowingStarted, reportShownItem } from '../lib/play-reports';
import { registerPlayerWorker } from '../lib/player-worker';
import { mediaAhead } from '../lib/schedule';
import { reportShowing } from '../lib/screen-snapshot';
import { useAnnouncement } from '../lib/use-announcement';
import { useGlassCheck } from '../lib/use-glass-check';
import { usePairing } from '../lib/use-pairing';
import { usePlayerFeed } from '../lib/use-player-feed';
import { type BegunItem, type ShownItem, usePlayerLoop } from '../lib/use-player-loop';
import { useScreenSchedule } from '../lib/use-screen-schedule';
import { useScreenSnapshot } from '../lib/use-screen-snapshot';

const NOTHING: readonly PlayerItem[] = [];
const SCREEN: CSSProperties = { position: 'fixed', inset: 0, background: '#000', overflow: 'hidden', cursor: 'none' };

/**
 * /player/{deviceGuid}: a public full-screen screen of the network. Polls the screens' protocol, plays
 * the loop locally and from its cache while the server is away, switches by the answer's schedule
 * (`upcoming`) and goes black outside its on-time (`power`); shows nothing private.
 */
export function WebPlayerPage() {
  const { deviceGuid = '' } = useParams();
  const feed = usePlayerFeed(deviceGuid);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const cache = useRef<MediaCache | null>(null);
  cache.current ??= new MediaCache(refresh);
  const items = useMemo(() => feed.answer?.items ?? [], [feed.answer]);
  // Nothing to play and no playlist: maybe a screen nobody has claimed yet (the pairing call tells). A screen
  // with a playlist is paired: an empty loop shows black, never a pairing code.
  const unclaimed = items.length === 0 && !feed.answer?.playlist;
  const pairing = usePairing(deviceGuid, unclaimed, feed.pollNow);

  const schedule = useScreenSchedule(feed.answer, feed.clockOffset);

  useEffect(() => {
    // Also during the off-time: what the next on-time plays (`upcoming`) is in the cache when the screen wakes.
    const media = mediaAhead(feed.answer, Date.now() + feed.clockOffset);
    cache.current?.prepare(media);
    cache.current?.retain(new Set(media.map((m) => m.url)));
  }, [feed.answer, feed.clockOffset]);
  useEffect(() => () => cache.current?.dispose(), []);
  useEffect(registerPlayerWorker, []);
  useEffect(() => {
    const title = document.title;
    document.title = 'Player';
    return () => {
      document.title = title;
    };
  }, []);

  const sourceOf = useCallback(
    (item: PlayerItem) =>
      (isMedia(item) ? cache.current?.source(item.localAbsoluteFileName as string) : item.localAbsoluteFileName) ??
      null,
    [],
  );
  // Proof of play: every showing is stored in IndexedDB when it starts and when it ends, and reported in
  // batches; it stays there until the server took it (a reload or a closed browser loses at most the one on screen).
  const reportShown = useCallback(
    ({ item, start, seconds, id }: ShownItem) =>
      reportShownItem({ key: deviceGuid }, { id, item: item.guid, name: item.name, start, seconds }),
    [deviceGuid],
  );
  const reportBegun = useCallback(
    ({ item, start, planned }: BegunItem) =>
      reportShowingStarted({ key: deviceGuid }, { item: item.guid, name: item.name, start, planned }),
    [deviceGuid],
  );
  // An announcement shows full-screen instead of the loop until its end; its item stays out.
  const announcement = useAnnouncement(feed.answer, feed.clockOffset);
  const answer = feed.answer;
  const loopItemsAt = useCallback(
    (serverNow: number) =>
      announcementAt(answer, serverNow) ? NOTHING : withoutAnnouncement(schedule.itemsAt(serverNow), answer),
    [schedule.itemsAt, answer],
  );
  const loop = usePlayerLoop(
    loopItemsAt,
    feed.clockOffset,
    (item) => sourceOf(item) !== null,
    reportShown,
    reportBegun,
  );
  const source = loop.item ? sourceOf(loop.item) : null;
  // A file that does not show (broken, gone) is dropped and the loop goes on: never a broken-image icon.
  const { item: shownItem, advance } = loop;
  const failed = useCallback(() => {
    if (shownItem && isMedia(shownItem)) {
      cache.current?.markFailed(shownItem.localAbsoluteFileName as string, shownItem.size);
    }
    advance();
  }, [shownItem, advance]);
  // 'läuft gerade': the server hears of every new item on screen, with its start on the server's clock.
  const shownGuid = schedule.on && source ? (loop.item?.guid ?? null) : null;
  const latestShown = useRef({ item: loop.item, offset: feed.clockOffset });
  latestShown.current = { item: loop.item, offset: feed.clockOffset };
  useEffect(() => {
    const { item, offset } = latestShown.current;
    if (shownGuid && item) reportShowing(deviceGuid, { item: shownGuid, start: Date.now() + offset, name: item.name });
  }, [deviceGuid, shownGuid]);
  // A picture the staff asked for: what is on screen now, drawn into a canvas.
  const root = useRef<HTMLDivElement | null>(null);
  useScreenSnapshot(deviceGuid, feed.answer?.device.snapshotRequest?.id, root);
  // Verified on the glass: a small picture of the image on screen, once per item and day and on request; never during
  // an announcement (its item is not on the glass).
  const glassShown = useMemo(
    () =>
      schedule.on && !announcement && shownGuid && loop.item
        ? { item: loop.item, start: loop.start + feed.clockOffset }
        : null,
    [schedule.on, announcement, shownGuid, loop.item, loop.start, feed.clockOffset],
  );
  useGlassCheck(deviceGuid, glassShown, feed.answer?.device.glassRequest?.id, feed.clockOffset, root);

  if (!schedule.on) {
    // Outside the on-time: fully black, nothing mounted that plays or loads; the feed goes on polling.
    return <div ref={root} data-testid="web-player" data-power="off" style={SCREEN} />;
  }

  return (
    <div ref={root} data-testid="web-player" data-power="on" style={SCREEN}>
      {announcement ? (
        <AnnouncementView announcement={announcement} />
      ) : loop.item && source ? (
        <PlayerItemView
          item={loop.item}
          source={source}
          round={loop.round}
          onEnded={loop.advance}
          onStarted={loop.started}
          onFailed={failed}
        />
      ) : null}
      {pairing.waiting && unclaimed ? <PairingScreen waiting={pairing.waiting} online={pairing.online} /> : null}
      {feed.online ? null : <ReconnectIndicator />}
    </div>
  );
}
