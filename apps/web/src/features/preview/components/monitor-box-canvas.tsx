import Box from '@mui/material/Box';
import type { MonitorBox, Orientation } from '@signage/shared';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BackgroundMedia } from '../../../components/background-media';
import {
  boxToPercent,
  clampBox,
  moveBy,
  referenceHeight,
  type Size,
  STAGE_REFERENCE_WIDTH,
  withWidth,
} from '../lib/stage-geometry';

interface Props {
  imageUrl: string | null;
  natural: Size | null;
  onNatural: (size: Size) => void;
  box: MonitorBox;
  orientation: Orientation;
  onChange: (box: MonitorBox) => void;
}

type Drag = { mode: 'move' | 'resize'; startX: number; startY: number; start: MonitorBox; scale: number };

/** The location image with the monitor box: drag to move, the corner handle resizes (ratio kept), arrows move. */
export function MonitorBoxCanvas({ imageUrl, natural, onNatural, box, orientation, onChange }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const percent = boxToPercent(box, natural);

  const begin = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const width = area.current?.getBoundingClientRect().width || STAGE_REFERENCE_WIDTH;
    drag.current = {
      mode,
      startX: event.clientX,
      startY: event.clientY,
      start: box,
      scale: STAGE_REFERENCE_WIDTH / width,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const update = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = (event.clientX - d.startX) * d.scale;
    const dy = (event.clientY - d.startY) * d.scale;
    if (d.mode === 'move') onChange(moveBy(d.start, dx, dy, natural));
    else onChange(clampBox(withWidth(d.start, d.start.w + dx, orientation), natural));
  };
  const end = () => {
    drag.current = null;
  };
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange(moveBy(box, move[0], move[1], natural));
  };

  return (
    <Box
      ref={area}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${STAGE_REFERENCE_WIDTH} / ${referenceHeight(natural)}`,
        bgcolor: 'grey.800',
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      {imageUrl ? (
        <BackgroundMedia
          url={imageUrl}
          draggable={false}
          onNatural={onNatural}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
        />
      ) : null}
      <Box
        role="slider"
        tabIndex={0}
        aria-label={t('stagePreview.monitor.box')}
        aria-valuetext={t('stagePreview.monitor.position', {
          x: Math.round(box.x),
          y: Math.round(box.y),
          w: Math.round(box.w),
          h: Math.round(box.h),
        })}
        data-testid="monitor-box"
        onPointerDown={begin('move')}
        onPointerMove={update}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={onKey}
        sx={{
          position: 'absolute',
          left: `${percent.left}%`,
          top: `${percent.top}%`,
          width: `${percent.width}%`,
          height: `${percent.height}%`,
          border: '2px solid #ffb300',
          bgcolor: box.vis ? 'rgba(255,179,0,0.25)' : 'rgba(255,255,255,0.1)',
          cursor: 'move',
          outline: 'none',
          '&:focus-visible': { boxShadow: '0 0 0 3px #1976d2' },
        }}
      >
        <Box
          aria-hidden
          data-testid="monitor-resize"
          onPointerDown={begin('resize')}
          onPointerMove={update}
          onPointerUp={end}
          onPointerCancel={end}
          sx={{
            position: 'absolute',
            right: -7,
            bottom: -7,
            width: 14,
            height: 14,
            bgcolor: '#ffb300',
            border: '2px solid #fff',
            cursor: 'nwse-resize',
          }}
        />
      </Box>
    </Box>
  );
}
