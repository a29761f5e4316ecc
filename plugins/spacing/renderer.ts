import { defineBlockRenderer } from '../core/renderer';
import { spacingManifest } from './manifest';
import { Spacing } from './Spacing';

export const spacingRenderer = defineBlockRenderer(spacingManifest, { Component: Spacing });
