import { defineBlockRenderer } from '../core/renderer';
import { loadProductGrid } from './loader';
import { productGridManifest } from './manifest';
import { ProductGrid } from './ProductGrid';

export const productGridRenderer = defineBlockRenderer(productGridManifest, { Component: ProductGrid, loader: loadProductGrid });
