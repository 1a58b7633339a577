/** SPEC §1: build version and its date, shown on the login page. */
export const BUILD_VERSION = '241003';
export const BUILD_DATE = '24.10.2025';
