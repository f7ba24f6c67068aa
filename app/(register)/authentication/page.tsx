export { default, metadata } from "../authenticate/page";
