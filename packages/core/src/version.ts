export const SDK_NAME = 'gatehouse-core';
export const SDK_VERSION: string = __GATEHOUSE_VERSION__;
