import type { OfferField, TemplateOrientation } from '@signage/shared';
import { templateFileRefs } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { checkConfig } from './config-check.js';
import { loadTemplateAssets } from './files.js';
import { listTemplateFiles } from './repository.js';
import { visibleTemplate } from './service.js';

/** Preview: the stored (or the editor's unsaved) config rendered with sample offer data to PNG. */
export async function renderPreview(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  input: { orientation: TemplateOrientation; config?: string; sample?: Partial<Record<OfferField, string>> },
): Promise<Buffer> {
  const template = await visibleTemplate(ctx, actor, guid);
  const config = checkConfig(input.config ?? template.config, await listTemplateFiles(ctx.db, guid));
  const assets = await loadTemplateAssets(
    ctx,
    guid,
    templateFileRefs(config).map((r) => r.name),
  );
  // The renderer (satori, fonts: ≈ 45 MB) is loaded on the first preview, not at start.
  const [{ renderOffer }, { sampleOffer }] = await Promise.all([
    import('../../lib/offer-render/index.js'),
    import('../../lib/offer-render/sample.js'),
  ]);
  return renderOffer(config, await sampleOffer(input.sample), assets, input.orientation);
}
