export const CHROMIUM = '/usr/bin/chromium';
export const ADMIN_PASSWORD = 'e2e-admin-Passwort';
export const DEMO_PASSWORD = 'e2e-demo-Passwort';
/** The hotel directory page the 'Drive' button opens ({gid} = the hotel's id). */
export const HOTEL_DRIVE_URL = 'https://drive.example.invalid/hotel/{gid}';
