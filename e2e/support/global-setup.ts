/** Starts the built product once for the whole browser suite and hands its address to the tests. */
import type { TestProject } from 'vitest/node';
import { startProduct } from '../../scripts/product-server.ts';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('baseUrl', product.baseUrl);
  return product.stop;
}
