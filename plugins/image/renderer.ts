import { defineBlockRenderer } from '../core/renderer';
import { ImageBlock } from './ImageBlock';
import { imageManifest } from './manifest';

export const imageRenderer = defineBlockRenderer(imageManifest, { Component: ImageBlock });
