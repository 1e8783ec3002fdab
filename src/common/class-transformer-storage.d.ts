// class-transformer ships its metadata storage's types apart from the file (types/storage.d.ts).
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
