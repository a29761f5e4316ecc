import { defineBlockRenderer } from '../core/renderer';
import { HeroBanner } from './HeroBanner';
import { heroBannerManifest } from './manifest';

export const heroBannerRenderer = defineBlockRenderer(heroBannerManifest, { Component: HeroBanner });
