/** The one place tests build data: companies, users with rights, devices, playlists, items, media. */
export { addLocation, addNetwork, addOrganiser, setCompanyEmail } from './companies.js';
export { addAppVersion, addDevice, addPlayingDevice } from './devices.js';
export { addHotels, hotelLine, mildClimate } from './hotels.js';
export { addStoredMedia } from './media.js';
export { addItem, addLinkItem, addMedia, addPlayerItem, addPlaylist, linkedPlaylists } from './playlists.js';
export {
  addUser,
  type Caller,
  callerFor,
  NETWORK_ADMIN_OWN,
  signIn,
  TEST_PASSWORD,
  userWithRights,
} from './users.js';
