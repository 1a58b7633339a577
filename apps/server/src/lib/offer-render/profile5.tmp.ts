import { offerTemplateConfig } from "@signage/shared";
import { writeFileSync } from 'node:fs';
import { renderOfferSvg } from './index.js';
import { sampleOffer } from './sample.js';
const data = await sampleOffer();
const cfg = offerTemplateConfig(null).config;
const svg = await renderOfferSvg(cfg, { ...data, images: [] }, new Map(), 'vertical');
writeFileSync('/work/tmp/v-noimg.svg', svg);
