import { defineBlockRenderer } from '../core/renderer';
import { textManifest } from './manifest';
import { Text } from './Text';

export const textRenderer = defineBlockRenderer(textManifest, { Component: Text });
