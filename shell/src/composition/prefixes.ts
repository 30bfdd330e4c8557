// Route ownership is decided the same way by the shell and by the server that preloads the owner's entry.
export { matchesPrefix, ownerOf } from '@trellis/contracts/remote-routing';
