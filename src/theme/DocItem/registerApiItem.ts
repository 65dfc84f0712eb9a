/** Imported by every generated API page: makes the OpenAPI theme's ApiItem available to DocItem. */
import ApiItem from '@theme/ApiItem';
import { registerApiItem } from './apiItemRegistry';

registerApiItem(ApiItem);
