export declare const SERVERS_WEBHOOK_SECRET: string;
